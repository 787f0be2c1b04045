// The More view: scripts, the booking page with copy-link, pricing, settings, customers, money and (admins) the panel.
import { Copy, ExternalLink, Globe, MessageSquareText, Settings, Shield, Tag, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useCopy } from '../../ui/clipboard';
import { bookingPageShared } from './bookingPageShared';

function LinkCard({ to, icon, title, text, children }: { to: string; icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</div>
      <Link to={to} className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="truncate text-sm text-slate-600">{text}</p>
      </Link>
      {children}
    </Card>
  );
}

export function MoreView({ bookingPath, isAdmin }: { bookingPath: string | null; isAdmin: boolean }) {
  const [copied, copyText] = useCopy('Please copy the link manually.');
  const copy = () => copyText(`${window.location.origin}${bookingPath}`).then(bookingPageShared);
  return (
    <div className="space-y-3">
      <LinkCard to="/scripts" icon={<MessageSquareText className="size-5" />} title="Sales Scripts" text="Personalised texts, calls and emails" />
      {bookingPath && (
        <LinkCard to={bookingPath} icon={<Globe className="size-5" />} title="Your Website" text={`${window.location.host}${bookingPath}`}>
          <Button variant="secondary" size="sm" onClick={copy} aria-label="Copy link">
            <Copy className="size-4" /> {copied ? 'Copied!' : 'Copy'}
          </Button>
          <Link to={bookingPath} aria-label="Open your website" className="p-1 text-slate-500">
            <ExternalLink className="size-4" />
          </Link>
        </LinkCard>
      )}
      <LinkCard to="/settings#pricing" icon={<Tag className="size-5" />} title="Update Pricing" text="Change your services and prices" />
      <LinkCard to="/settings" icon={<Settings className="size-5" />} title="Account Settings" text="Profile, business and billing" />
      <LinkCard to="/customers" icon={<Users className="size-5" />} title="Customers" text="Contacts, vehicles and service history" />
      <LinkCard to="/money" icon={<Wallet className="size-5" />} title="Money" text="Billed, collected, unpaid invoices and CSV export" />
      {isAdmin && <LinkCard to="/admin" icon={<Shield className="size-5" />} title="Admin Panel" text="Payments, users, tasks and support" />}
    </div>
  );
}
