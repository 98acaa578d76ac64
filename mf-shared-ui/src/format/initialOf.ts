/** First letter of a company name without the legal form ("บริษัท ... จำกัด", "ห้างหุ้นส่วน ..."), for logo placeholders. */
export function initialOf(name: string): string {
  const bare = name.replace(/^(บริษัท|ห้างหุ้นส่วน(จำกัด|สามัญ)?)\s*/u, '').trim();
  return (bare || name).charAt(0).toUpperCase() || '?';
}
