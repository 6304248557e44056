/**
 * Spreads a discount over lines in proportion to their amounts by the largest remainder
 * (docs/buying.md §2.2): each line gets floor(D × gᵢ / G); the satang left over go one each to
 * the lines with the largest remainders (D × gᵢ) mod G, ties to the larger amount, then the smaller
 * id. The shares add up to D exactly and never exceed a line's amount (the caller keeps D ≤ G).
 * Integer arithmetic only: BigInt, since D × gᵢ can pass 2⁵³ for large orders.
 */
export const allocateByLargestRemainder = (
  discountSatang: number,
  lines: readonly { id: number; amountSatang: number }[],
): Map<number, number> => {
  const shares = new Map<number, number>(lines.map((line) => [line.id, 0]));
  const total = lines.reduce((sum, line) => sum + line.amountSatang, 0);
  if (discountSatang <= 0 || total <= 0) return shares;
  if (discountSatang > total) throw new RangeError('a discount above the lines’ total');

  const d = BigInt(discountSatang);
  const g = BigInt(total);
  let given = 0;
  const remainders = lines.map((line) => {
    const exact = d * BigInt(line.amountSatang);
    const floor = Number(exact / g);
    shares.set(line.id, floor);
    given += floor;
    return { ...line, remainder: exact % g };
  });

  const byRemainder = remainders.sort(
    (a, b) =>
      (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
      b.amountSatang - a.amountSatang ||
      a.id - b.id,
  );
  for (const line of byRemainder.slice(0, discountSatang - given))
    shares.set(line.id, (shares.get(line.id) ?? 0) + 1);
  return shares;
};
