/** `?barber=3` → 3. Anything but a positive whole number is ignored (no preselection). */
export function parseBarberParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
