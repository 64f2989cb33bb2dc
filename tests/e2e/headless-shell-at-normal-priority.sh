#!/bin/sh
# The headless shell without CAP_SYS_NICE, so its threads stay at the normal priority (tests/e2e/find-chromium.ts).
exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice "$E2E_HEADLESS_SHELL" "$@"
