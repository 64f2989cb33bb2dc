import { Spinner } from '@radix-ui/themes';

/** While the session check loads: a spinner. */
export function LoadingScreen() {
  return (
    <div className="admin-center" role="status" aria-live="polite">
      <Spinner size="3" aria-label="Checking your session" />
    </div>
  );
}
