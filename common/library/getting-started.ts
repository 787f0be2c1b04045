// The starter library (#59): getting started.
import type { LibraryArticle } from './types.js';

export const GETTING_STARTED: LibraryArticle[] = [];
