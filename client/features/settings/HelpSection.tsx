// Settings → Help: the Support Center (its dialog, and its live feed of the owner's tickets).
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { SupportCenterDialog } from '../support/SupportCenterDialog';

export function HelpSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Help</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        Questions about billing or your account? We respond within 24 hours.
        <SupportCenterDialog label="Contact Support" />
      </CardContent>
    </Card>
  );
}
