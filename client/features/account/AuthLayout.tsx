import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AuthLayout_appInfo$key } from './__generated__/AuthLayout_appInfo.graphql';

/** The subtitle may depend on the program's length, a server setting (PROGRAM_LENGTH_DAYS). */
type Subtitle = string | ((programLength: number) => string);

interface Props {
  appInfo: AuthLayout_appInfo$key;
  subtitle: Subtitle;
  children: ReactNode;
}

export function AuthLayout({ appInfo: key, subtitle, children }: Props) {
  const appInfo = useFragment(
    graphql`
      fragment AuthLayout_appInfo on AppInfo {
        supportEmail
        programLength
      }
    `,
    key,
  );
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-12">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Detailer's Launchpad</h1>
          <p className="mt-1 text-sm text-slate-600">{typeof subtitle === 'function' ? subtitle(appInfo.programLength) : subtitle}</p>
        </div>
        {children}
      </main>
      <footer className="px-4 py-6 text-center text-sm text-slate-500">
        Need help? Contact us at{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${appInfo.supportEmail}`}>
          {appInfo.supportEmail}
        </a>
      </footer>
    </div>
  );
}
