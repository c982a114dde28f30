/** A tel: URL for a displayed phone number ("1300 123 456" -> "tel:1300123456"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
