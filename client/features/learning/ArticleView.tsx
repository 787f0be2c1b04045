// An article as owners see it (/learning/{id}), also the admin editor's Preview: markdown with raw
// HTML off and unsafe links removed (react-markdown's defaults); a link to another site opens in a new
// tab (rel noopener noreferrer); a link to one of the app's screens (the library's "[Settings → Pricing
// by vehicle](/settings#vehicle-pricing)") moves inside the app with the router, keeping the page loaded;
// images (the product's own, served same-origin) fit the column.
import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import { Link } from 'react-router-dom';
import { articleBody, DEFAULT_READ_TIME } from '../../../common/content';

export interface ArticleContent {
  category: string;
  title: string;
  content: string;
  readTime: string;
}

/** A link off the app's own origin (http(s), mailto: and the like stay in place only when same-origin). */
const isOutside = (href: string | undefined) => {
  if (!href) return false;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
};

/** The app's screens an article may lead to, by path (and what follows: /settings#pricing, /learning/{id}). */
const APP_SCREENS = /^\/(dashboard|settings|schedule|customers|money|requests|scripts|learning|invoices)(?=$|[/?#])/;

/** A relative link to one of the app's screens (another path, such as an image's, is left to the browser). */
export const isAppScreen = (href: string | undefined): href is string => !!href && APP_SCREENS.test(href);

function ArticleLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (isAppScreen(href)) {
    // The app keeps the window's scroll between pages: a screen opens at its top (a #section scrolls there itself).
    const toTop = () => !href.includes('#') && window.scrollTo(0, 0);
    return (
      <Link to={href} {...props} onClick={toTop}>
        {children}
      </Link>
    );
  }
  return isOutside(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  ) : (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

function ArticleImage({ node: _node, alt, ...props }: ComponentProps<'img'> & { node?: unknown }) {
  return <img alt={alt ?? ''} loading="lazy" className="h-auto max-w-full rounded-lg" {...props} />;
}

export function ArticleView({ article }: { article: ArticleContent }) {
  return (
    <article className="space-y-4">
      <p className="text-sm text-slate-500">
        {article.category} · {article.readTime || DEFAULT_READ_TIME}
      </p>
      <h1 className="text-3xl font-bold break-words">{article.title}</h1>
      <div className="prose-article space-y-4 leading-relaxed break-words text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
        <Markdown skipHtml components={{ a: ArticleLink, img: ArticleImage }}>
          {articleBody(article.content)}
        </Markdown>
      </div>
    </article>
  );
}
