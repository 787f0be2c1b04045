// The starter library of the Learning Center (#59), in the order it is shown.
import { DOING_THE_WORK } from './doing-the-work.js';
import { EQUIPMENT } from './equipment.js';
import { GETTING_CUSTOMERS } from './getting-customers.js';
import { GETTING_STARTED } from './getting-started.js';
import { PRICING_AND_MONEY } from './pricing-and-money.js';
import { RUNNING_THE_WEEK } from './running-the-week.js';
import type { LibraryArticle } from './types.js';

export { LIBRARY_CATEGORIES, type LibraryArticle } from './types.js';

export const STARTER_LIBRARY: LibraryArticle[] = [...GETTING_STARTED, ...PRICING_AND_MONEY, ...EQUIPMENT, ...DOING_THE_WORK, ...GETTING_CUSTOMERS, ...RUNNING_THE_WEEK];
