// An article of the starter library (#59): shipped, loaded once into the Learning Center like the program.
export interface LibraryArticle {
  /** Stable, unique across the library (kebab-case): how a later release recognises its own article. */
  slug: string;
  /** One of LIBRARY_CATEGORIES. */
  category: string;
  title: string;
  /** Markdown: 600–1,500 words as read, at least one relative link to an owner screen that puts it into practice. */
  content: string;
}

/** The library's categories, in the order the Learning Center shows them. */
export const LIBRARY_CATEGORIES = ['Getting Started', 'Pricing & Money', 'Equipment & Supplies', 'Doing the Work', 'Getting Customers', 'Running the Week'] as const;
