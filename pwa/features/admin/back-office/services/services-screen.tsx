/** The back office's Services screen (being built on its own branch; see docs/decisions/041-back-office.md). */
export function ServicesScreen() {
  return <h2>Services</h2>;
}
