import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '#pwa/components/toast';
import { useFailureToast } from '../../staff-shell/hooks/use-failure-toast';
import { useT } from '#pwa/i18n/use-t';
import { CallNextAnswer, floorQueryKey, type LineStatus, type VisitStatus } from './floor-api';
import { submitFloorChange, undoFloorChange, type DeskAdd } from './floor-outbox';
import { FLOOR_ADD, FLOOR_LINE, FLOOR_NEXT, FLOOR_VISIT } from './floor-pending';
import { useUndoList } from './use-undo-list';

type Who = { id: number; name: string };

/**
 * The floor's taps: each is sent now or queued in the outbox, refreshes the floor, and is kept a
 * minute in the Undo list with the change that reverses it (back to the status it replaced).
 */
export function useFloorActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useT();
  const undo = useUndoList();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: floorQueryKey }), [queryClient]);

  const told = useCallback(
    (queued: boolean) => {
      if (queued) toast({ title: t('floor.queued.title'), description: t('admin.outbox.queued.description') });
    },
    [toast, t],
  );

  const visit = useCallback(
    async (a: Who, from: VisitStatus, to: VisitStatus, barberId?: number) => {
      const payload = { appointmentId: a.id, to, barberId, clientName: a.name };
      try {
        const done = await submitFloorChange(FLOOR_VISIT, payload);
        told(done.queued);
        undo.add({
          key: done.outboxId,
          label: t('floor.undo.label', { name: a.name, status: t(`floor.visit.${to}`) }),
          done,
          reverse: { kind: FLOOR_VISIT, payload: { appointmentId: a.id, to: from, undo: true, clientName: a.name } },
        });
      } catch (err) {
        failed(err, { description: t('floor.failed'), serverMessageFor: [400, 404, 409] });
      } finally {
        refresh();
      }
    },
    [told, undo, t, failed, refresh],
  );

  const line = useCallback(
    async (e: Who, from: LineStatus, to: LineStatus, barberId?: number) => {
      const payload = { entryId: e.id, to, barberId, clientName: e.name };
      try {
        const done = await submitFloorChange(FLOOR_LINE, payload);
        told(done.queued);
        undo.add({
          key: done.outboxId,
          label: t('floor.undo.label', { name: e.name, status: t(`floor.line.${to}`) }),
          done,
          reverse: { kind: FLOOR_LINE, payload: { entryId: e.id, to: from, undo: true, clientName: e.name } },
        });
      } catch (err) {
        failed(err, { description: t('floor.failed'), serverMessageFor: [400, 404, 409] });
      } finally {
        refresh();
      }
    },
    [told, undo, t, failed, refresh],
  );

  /** Adds someone to the line at the desk (queued offline like any change). Resolves true once sent or queued. */
  const addToLine = useCallback(
    async (add: DeskAdd): Promise<boolean> => {
      try {
        const done = await submitFloorChange(FLOOR_ADD, add);
        toast(
          done.queued
            ? { title: t('floor.queued.title'), description: t('admin.outbox.queued.description') }
            : { title: t('floor.added.title', { name: add.entry.firstName }), description: t('floor.added.description') },
        );
        return true;
      } catch (err) {
        failed(err, { description: t('floor.failed'), serverMessageFor: [400, 409] });
        return false;
      } finally {
        refresh();
      }
    },
    [toast, t, failed, refresh],
  );

  /** Call next: sent now or queued like any tap; Undo withdraws it unsent, or sends the called client back to waiting. */
  const next = useCallback(
    async (barber: Who) => {
      try {
        const done = await submitFloorChange(FLOOR_NEXT, { barberId: barber.id, barberName: barber.name });
        told(done.queued);
        const called = CallNextAnswer.safeParse(done.answer);
        undo.add({
          key: done.outboxId,
          label: t('floor.undo.label', { name: barber.name, status: t('floor.callNext.button') }),
          done,
          reverse: called.success
            ? { kind: FLOOR_LINE, payload: { entryId: called.data.id, to: 'waiting', undo: true, clientName: called.data.firstName } }
            : null,
        });
      } catch (err) {
        failed(err, { description: t('floor.callNext.failed', { name: barber.name }), serverMessageFor: [400, 404, 409] });
      } finally {
        refresh();
      }
    },
    [told, undo, t, failed, refresh],
  );

  const undoTap = useCallback(
    async (key: string) => {
      const item = undo.items.find((u) => u.key === key);
      if (!item) return;
      undo.remove(key);
      try {
        await undoFloorChange(item.done, item.reverse);
        toast({ title: t('floor.undo.done'), description: item.label });
      } catch (err) {
        failed(err, { description: t('floor.undo.failed'), serverMessageFor: [400, 404, 409] });
      } finally {
        refresh();
      }
    },
    [undo, toast, t, failed, refresh],
  );

  return { visit, line, addToLine, next, undoTap, undoItems: undo.items, now: undo.now };
}
