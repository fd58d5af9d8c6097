/** A category of a reference list (blog or forum categories). */
export interface Category {
  id: number;
  name: string;
}

/** The categories of a reference list (id -> name), lowest id first (spec 3 §4: the lowest is the default). */
export function sortedCategories(names: Readonly<Record<string, string>> | undefined): Category[] {
  return Object.entries(names ?? {})
    .map(([id, name]) => ({ id: Number(id), name }))
    .filter((category) => Number.isInteger(category.id) && category.id > 0)
    .sort((a, b) => a.id - b.id);
}
