// Booking Page Brand: the colour and logo visitors see on the public booking page, with a preview.
// The file is checked here for a quick answer (size, first bytes); the server checks it again.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  BRAND_COLOR_INVALID,
  brandColorSchema,
  brandPalette,
  DEFAULT_BRAND_COLOR,
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  sniffLogoType,
} from '../../../common/brand';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import type { BrandSection_business$key } from './__generated__/BrandSection_business.graphql';
import type { BrandSectionMutation, UpdateBookingBrandInput } from './__generated__/BrandSectionMutation.graphql';

type Errors = { brandColor?: string; logo?: string };

/** A chosen file as the data: URL the preview shows (the CSP allows data: images) and the base64 the mutation sends. */
async function readLogo(file: File): Promise<{ dataUrl: string; base64: string } | { error: string }> {
  if (file.size > LOGO_MAX_BYTES) return { error: LOGO_TOO_LARGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffLogoType(bytes);
  if (!type) return { error: LOGO_WRONG_TYPE };
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const base64 = btoa(binary);
  return { dataUrl: `data:${type};base64,${base64}`, base64 };
}

export function BrandSection({ business }: { business: BrandSection_business$key }) {
  const data = useFragment(
    graphql`
      fragment BrandSection_business on Business {
        id
        businessName
        bookingPath
        brandColor
        logoUrl
      }
    `,
    business,
  );
  const [commit, pending] = useMutationResult<BrandSectionMutation>(graphql`
    mutation BrandSectionMutation($input: UpdateBookingBrandInput!) {
      updateBookingBrand(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
        ... on UpdateBookingBrandSuccess {
          business {
            brandColor
            ...BrandSection_business
          }
        }
      }
    }
  `);
  const [color, setColor] = useState(data.brandColor ?? DEFAULT_BRAND_COLOR);
  const [logo, setLogo] = useState<{ dataUrl: string; base64: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const preview = brandPalette(brandColorSchema.safeParse(color).success ? color.toLowerCase() : data.brandColor);
  const shownLogo = logo?.dataUrl ?? data.logoUrl;

  const save = async (input: UpdateBookingBrandInput, done: string) => {
    const result = await commit({ input });
    if (result.ok) {
      setErrors({});
      setLogo(null);
      setColor(result.data.business?.brandColor ?? DEFAULT_BRAND_COLOR);
      return toast({ title: done });
    }
    const byField: Errors = {};
    for (const e of result.fieldErrors) if (e.field === 'brandColor' || e.field === 'logo') byField[e.field] ??= e.message;
    if (byField.brandColor || byField.logo) setErrors(byField);
    else toast({ title: 'Error saving brand', description: result.message, variant: 'destructive' });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readLogo(file);
    if ('error' in read) {
      setLogo(null);
      setErrors((e) => ({ ...e, logo: read.error }));
      event.target.value = '';
    } else {
      setLogo(read);
      setErrors((e) => ({ ...e, logo: undefined }));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandColorSchema.safeParse(color);
    if (!parsed.success) return setErrors((e) => ({ ...e, brandColor: BRAND_COLOR_INVALID }));
    save({ brandColor: parsed.data, ...(logo ? { logo: logo.base64 } : {}) }, 'Brand saved');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking Page Brand</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div
            data-testid="brand-preview"
            className="flex items-center gap-3 rounded-xl p-4"
            style={{ backgroundColor: preview.brand, color: preview.onBrand }}
          >
            {shownLogo && <img src={shownLogo} alt="Logo preview" className="size-12 rounded-lg bg-white object-contain p-1" />}
            <span className="font-semibold">{data.businessName}</span>
          </div>
          <div className="flex items-end gap-3">
            <input
              type="color"
              aria-label="Pick brand colour"
              value={preview.brand}
              onChange={(e) => {
                setColor(e.target.value);
                setErrors((x) => ({ ...x, brandColor: undefined }));
              }}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <Field
              label="Brand colour"
              className="flex-1"
              value={color}
              maxLength={7}
              placeholder={DEFAULT_BRAND_COLOR}
              error={errors.brandColor}
              onChange={(e) => {
                setColor(e.target.value);
                setErrors((x) => ({ ...x, brandColor: undefined }));
              }}
            />
          </div>
          <Field
            label="Logo"
            type="file"
            accept={LOGO_ACCEPT}
            hint="PNG, JPEG or WebP, up to 256 kB."
            error={errors.logo}
            onChange={onFile}
            className="[&_input]:pt-2"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save brand'}
            </Button>
            {data.logoUrl && !logo && (
              <Button type="button" variant="secondary" disabled={pending} onClick={() => save({ logo: null }, 'Logo removed')}>
                Remove logo
              </Button>
            )}
            {data.brandColor && (
              <Button type="button" variant="ghost" disabled={pending} onClick={() => save({ brandColor: null }, 'Default colour restored')}>
                Use default colour
              </Button>
            )}
            <a href={data.bookingPath} target="_blank" rel="noreferrer" className="inline-flex h-11 items-center px-2 text-sm font-medium text-brand-700 underline">
              View booking page
            </a>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
