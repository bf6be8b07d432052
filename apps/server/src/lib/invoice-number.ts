/** YYYY/NNNNNN: the year and a number consecutive within it (Belgian invoicing). */
export const invoiceNumber = (year: number, sequence: number): string =>
  `${year}/${String(sequence).padStart(6, '0')}`;
