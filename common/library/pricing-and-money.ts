// The starter library (#59): pricing and money.
import type { LibraryArticle } from './types.js';

export const PRICING_AND_MONEY: LibraryArticle[] = [];
