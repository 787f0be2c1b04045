// The starter library (#59): equipment.
import type { LibraryArticle } from './types.js';

export const EQUIPMENT: LibraryArticle[] = [];
