import { isPageMetaTag, type PageHead } from '@motohaul/contracts';

/**
 * Puts a page's head into the document: its title, and its description, sharing tags and canonical link in place
 * of the previous page's (the tags the server wrote for the first page included). Tags of no page are left alone.
 */
export function applyPageHead(head: PageHead, doc: Document = document) {
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll<HTMLMetaElement>('meta[name], meta[property]')) {
    const attribute = element.hasAttribute('property') ? 'property' : 'name';
    if (isPageMetaTag(attribute, element.getAttribute(attribute) ?? '')) element.remove();
  }
  for (const tag of head.meta) {
    const element = doc.createElement('meta');
    element.setAttribute(tag.attribute, tag.key);
    element.content = tag.content;
    doc.head.append(element);
  }
  const manifest = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (head.manifest && manifest && manifest.getAttribute('href') !== head.manifest) manifest.setAttribute('href', head.manifest);
  doc.head.querySelector('link[rel="canonical"]')?.remove();
  if (head.canonical) {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.href = head.canonical;
    doc.head.append(link);
  }
}

