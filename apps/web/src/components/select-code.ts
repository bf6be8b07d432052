/** Mantine's `Select` as a chunk of its own, for `SearchableSelect` to load on first use. */
export { Select } from '@mantine/core';
