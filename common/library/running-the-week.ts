// The starter library (#59): running the week.
import type { LibraryArticle } from './types.js';

export const RUNNING_THE_WEEK: LibraryArticle[] = [];
