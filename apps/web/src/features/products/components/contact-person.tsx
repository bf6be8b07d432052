import { Anchor, Text } from '@mantine/core';

/**
 * Name, e-mail address and phone of whoever asked, with mail and call links: each link on a line of its
 * own, 24 px high (WCAG 2.5.8), so a finger on a phone hits the one it means.
 */
export function ContactPerson({
  contact,
}: {
  contact: { firstName: string | null; lastName: string | null; email: string; phone: string | null };
}) {
  return (
    <>
      <Text size="sm" fw={600}>
        {[contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email}
      </Text>
      <Anchor size="sm" href={`mailto:${contact.email}`} display="block" py={2}>
        {contact.email}
      </Anchor>
      {contact.phone ? (
        <Anchor size="sm" href={`tel:${contact.phone.replace(/\s+/g, '')}`} display="block" py={2}>
          {contact.phone}
        </Anchor>
      ) : null}
    </>
  );
}
