/** How a roof measurement is told, the same in the wizard, the e-mails and the quote's PDF. */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2024-03-15" → "March 2024": imagery dates are approximate, the month is what matters. */
export function imageryMonth(date: string): string {
  const [year, month] = date.split("-");
  const name = MONTHS[Number(month) - 1];
  return name && year ? `${name} ${year}` : date;
}

export type MeasurementFacts = { areaSqFt: number; pitch: string; roofFaces: number };

/** "about 2,350 sq ft, 6/12 pitch, 9 roof faces" */
export function measurementSummary({ areaSqFt, pitch, roofFaces }: MeasurementFacts): string {
  return `about ${areaSqFt.toLocaleString("en-US")} sq ft, ${pitch} pitch, ${roofFaces} roof ${roofFaces === 1 ? "face" : "faces"}`;
}
