import { Link } from 'wouter';

/** The way back to the screen above, over a screen's content: "← Admin Panel". */
export function BackLink({ href, to }: { href: string; to: string }) {
  return (
    <p>
      <Link href={href}>← {to}</Link>
    </p>
  );
}
