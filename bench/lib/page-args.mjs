// The command line of the page benchmarks (page-weight.mjs, lighthouse.mjs): `--web URL` (default
// http://127.0.0.1:3000) and the pages to measure (default: home, a category and a book, in Thai and
// English).
export const DEFAULT_PAGES = [
  '/',
  '/category/1',
  '/book-detail/1',
  '/en',
  '/en/category/1',
  '/en/book-detail/1',
];

export const pageArgs = (args = process.argv.slice(2)) => {
  const webIndex = args.indexOf('--web');
  const web = webIndex === -1 ? 'http://127.0.0.1:3000' : args[webIndex + 1];
  const paths = args.filter((arg, index) => !arg.startsWith('--') && index !== webIndex + 1);
  return { web, pages: paths.length > 0 ? paths : DEFAULT_PAGES };
};
