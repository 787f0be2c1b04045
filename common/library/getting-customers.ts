// The starter library (#59): getting customers.
import type { LibraryArticle } from './types.js';

export const GETTING_CUSTOMERS: LibraryArticle[] = [];
