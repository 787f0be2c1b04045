// Settings → Your data: bring customers in from a CSV file, and take them out as one (issue 56).
import { Download, FileUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { DataExportButton } from './DataExportButton';

export function DataSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="secondary">
          <Link to="/customers/import">
            <FileUp className="size-4" aria-hidden /> Import customers from a CSV file
          </Link>
        </Button>
        <Button asChild variant="secondary">
          {/* A download of the server's CSV, with the session cookie: no JavaScript needed. */}
          <a href="/api/customers/export.csv" download>
            <Download className="size-4" aria-hidden /> Download customers (CSV)
          </a>
        </Button>
      </CardContent>
      <CardContent><DataExportButton /></CardContent>
    </Card>
  );
}
