import type { MetaDescriptor, MetaFunction } from "@remix-run/react";

/** A static page's head: its title and description, then the extras its loader made (canonical, link previews). */
export const staticPageMeta: MetaFunction = ({ data }) => {
  const page = data as { meta: { title: string; description: string }; headExtra: MetaDescriptor[] } | undefined;
  return page ? [{ title: page.meta.title }, { name: "description", content: page.meta.description }, ...page.headExtra] : [];
};
