/** The back office's Barbers screen (being built on its own branch; see docs/decisions/041-back-office.md). */
export function BarbersScreen() {
  return <h2>Barbers</h2>;
}
