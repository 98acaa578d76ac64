const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path segment that can name a company (anything else is the 404 page, without asking the API). */
export const isCompanyId = (id: string): boolean => UUID.test(id);
