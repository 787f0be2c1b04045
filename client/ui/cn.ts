// Joins class names (clsx). It does not merge Tailwind classes: no two joined classes may set the same
// thing, which cn.test.ts checks across the client; a component offers variants (tone, size) instead.
export { clsx as cn } from 'clsx';
