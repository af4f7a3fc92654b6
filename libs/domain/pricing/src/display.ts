/** "Miles are kilometres divided by 1.6; distance shown to 1 decimal" (guest-journey §9). */
export function kilometresToMiles(kilometres: number): number {
  return roundToOneDecimal(kilometres / 1.6);
}

export function roundToOneDecimal(value: number): number {
  return Math.round(Number((value * 10).toPrecision(15))) / 10;
}

/** The distance in the unit the country shows, to one decimal (the hotel's distance arrives in km). */
export function distanceForDisplay(kilometres: number, unit: 'km' | 'mi'): { value: number; unit: 'km' | 'mi' } {
  return { value: unit === 'mi' ? kilometresToMiles(kilometres) : roundToOneDecimal(kilometres), unit };
}

const TRUNCATE_LENGTH = 10;
const ELLIPSIS = '...';

/** "Strings are truncated at 10 characters with an ellipsis": longer text keeps its first 10 characters. */
export function truncateText(text: string, length = TRUNCATE_LENGTH): string {
  const characters = [...text];
  return characters.length > length ? `${characters.slice(0, length).join('')}${ELLIPSIS}` : text;
}
