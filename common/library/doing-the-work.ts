// The starter library (#59): doing the work.
import type { LibraryArticle } from './types.js';

export const DOING_THE_WORK: LibraryArticle[] = [];
