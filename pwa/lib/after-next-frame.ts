/**
 * Runs `then` in a task of its own once the next frame has been drawn (at once in a page that draws no
 * frames, a tab in the background): for what the frame that answers a tap need not wait for (a change
 * that restyles the whole page, a focus that lays it out). Returns its cancel.
 */
export function afterNextFrame(then: () => void): () => void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame === 'undefined') {
    then();
    return () => {};
  }
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (task = setTimeout(then)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
