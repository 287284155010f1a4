import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CityPicker } from "../components/city/city-picker";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { cityPickerData } from "../city-preference/city-preference.server";
import { LinkCards, type LinkCard } from "../components/lists/link-cards";
import { ListHeader } from "../components/lists/list-page";
import { href, pathWithoutLanguage } from "../i18n/language";
import { documentTitle, isStale, pageHeaders, translator, upstream } from "../pages/list-page.server";
import { linkItems, listHead } from "../seo/list-head.server";
import { publicOrigin } from "../seo/origin.server";
import { getAuthors, getCities, searchCategories } from "../upstream/media.server";
import { notFound, readerUrl } from "../upstream/respond.server";

/**
 * The directory pages (requirements §2 list pages): /city (the 33 cities in the page's
 * language; also /tamil/city, which the spec lacks), /category-name (every
 * category) and /author (every author), each entry linking to its news. One
 * module for the three; the path says which.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = readerUrl(request);
  const lang = context.language;
  const path = pathWithoutLanguage(url.pathname).replace(/\/+$/, "");
  const t = await translator(lang);

  let cards: LinkCard[];
  let strings: "lists.cities" | "lists.categories" | "lists.authors";
  let fetched;
  if (path === "/city") {
    fetched = await upstream(() => getCities(lang));
    strings = "lists.cities";
    cards = fetched.data.map((city) => ({ key: city.id, href: href(lang, `/city/${encodeURIComponent(city.slug)}`), label: city.name }));
  } else if (path === "/category-name") {
    fetched = await upstream(() => searchCategories(lang));
    strings = "lists.categories";
    cards = fetched.data.map((category) => ({
      key: category.id,
      href: href(lang, `/category-name/${encodeURIComponent(category.slug)}`),
      label: category.name,
    }));
  } else if (path === "/author") {
    fetched = await upstream(() => getAuthors(lang));
    strings = "lists.authors";
    cards = fetched.data.map((author) => ({
      key: author.id,
      href: href(lang, `/author/${encodeURIComponent(author.slug)}`),
      label: author.name,
      detail: t("lists.authors.articleCount", { count: author.articleCount }),
    }));
  } else {
    throw notFound();
  }

  const heading = t(`${strings}.heading`);
  return data(
    {
      heading,
      cards,
      head: listHead(request, t, {
        lang,
        path,
        window: null,
        documentTitle: documentTitle(t, heading),
        title: heading,
        description: t(`${strings}.description`),
        section: ({ "lists.cities": "city", "lists.categories": "category", "lists.authors": "author" } as const)[strings],
        items: linkItems(publicOrigin(request), cards),
        feeds: false,
      }),
      stale: isStale(fetched),
      // The city list is where a reader also sets their own city (issue 7).
      cityPicker: path === "/city" ? await cityPickerData(request, lang) : null,
    },
    { headers: pageHeaders("directory", fetched) },
  );
}

export { headers, meta } from "../pages/route-exports";
export const ErrorBoundary = RouteErrorBoundary;

export default function DirectoryPage() {
  const { heading, cards, stale, cityPicker } = useLoaderData<typeof loader>();
  return (
    <>
      <ListHeader heading={heading} stale={stale} />
      {cityPicker ? <CityPicker data={cityPicker} /> : null}
      <LinkCards cards={cards} label={heading} />
    </>
  );
}
