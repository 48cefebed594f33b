/**
 * The public pages the server renders (issue 19), as paths on a running shop: the Lighthouse bench
 * and the JavaScript budget test measure the same list. The 404 page is left out (Lighthouse does
 * not score a page answered with 404; the budget is about pages people come to).
 */
export async function publicPages(shopUrl: string): Promise<{ pages: string[]; ids: string[] }> {
  const json = async <T>(path: string) => (await (await fetch(shopUrl + path)).json()) as T;
  const [blogs, laptops] = await Promise.all([json<{ _id: string }[]>('/api/blogs'), json<{ _id: string }[]>('/api/laptops?search=t480')]);
  const [blog, laptop] = [blogs[0]!._id, laptops[0]!._id];
  return {
    pages: ['/', '/service', '/blogs', `/detailsblogs/${blog}`, '/fotfolio', `/laptops/${laptop}`, '/login', '/signup', '/gift-cards'],
    /** The ids in those paths, to print them as {id}. */
    ids: [blog, laptop],
  };
}
