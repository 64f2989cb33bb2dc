/** Days that share the same hours, in order: "Monday – Saturday" / "8:30 AM – 9:00 PM". */
export function groupOpeningHours(rows: ReadonlyArray<{ days: string; hours: string }>): Array<{ days: string; hours: string }> {
  const groups: Array<{ first: string; last: string; hours: string }> = [];
  for (const row of rows) {
    const prev = groups[groups.length - 1];
    if (prev && prev.hours === row.hours) prev.last = row.days;
    else groups.push({ first: row.days, last: row.days, hours: row.hours });
  }
  return groups.map((g) => ({ days: g.first === g.last ? g.first : `${g.first} – ${g.last}`, hours: g.hours }));
}
