// "Your vehicle" on the public booking page (#50): year, make and model (the size shows at once when the
// table knows the model; a size choice appears only when it does not), the add-ons offered with the
// service, an optional condition, and the price and time before any day is chosen. Server-rendered it
// is part of the "Find a time" GET form, and the server renders the quote of what was sent; in the
// browser the quote follows what is typed (the bookingQuote query). Plain React (see BookingView.tsx).
import { useEffect, useState } from 'react';
import { CONDITION_DESCRIPTIONS, type Condition, durationText, quotePriceText, sizeAdjustedSentence } from '../../../../common/quote';
import { lookupVehicleSize, VEHICLE_SIZE_DESCRIPTIONS, VEHICLE_SIZE_LABELS, VEHICLE_SIZES, type VehicleSize } from '../../../../common/vehicle-sizes';
import { Field } from '../../../ui/Field';

export interface QuoteShape {
  size: string;
  sizeKnown: boolean;
  sizeAdjusted: boolean;
  lines: readonly { description: string; amount: string }[];
  total?: string | null;
  low: string;
  high: string;
  durationMinutes: number;
}

/** The vehicle and choices as the form carries them (field names = the REST body names). */
export interface VehicleValues {
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  size: string;
  addOnIds: readonly string[];
  condition: string;
}
export const EMPTY_VEHICLE: VehicleValues = { vehicleYear: '', vehicleMake: '', vehicleModel: '', size: '', addOnIds: [], condition: '' };

export type QuoteResult = { ok: true; quote: QuoteShape } | { ok: false; message: string };
export type FetchQuote = (input: { serviceId: string } & VehicleValues) => Promise<QuoteResult>;

export interface QuoteService {
  id: string;
  addOns?: readonly { id: string; name: string; price: string; durationMinutes: number }[] | null;
}
export interface QuoteConditionLevel {
  key: string;
  label: string;
  description: string;
}

/** Whether the vehicle is named (make and model typed). */
export const vehicleNamed = (v: Pick<VehicleValues, 'vehicleMake' | 'vehicleModel'>) => v.vehicleMake.trim() !== '' && v.vehicleModel.trim() !== '';

/** The size the table gives the vehicle typed (null when it does not know it). */
const tableSize = (v: VehicleValues): VehicleSize | null => {
  if (!vehicleNamed(v)) return null;
  const year = /^\d{4}$/.test(v.vehicleYear.trim()) ? Number(v.vehicleYear) : null;
  const found = lookupVehicleSize({ year, make: v.vehicleMake, model: v.vehicleModel });
  return found.known ? found.size : null;
};

const money = (amount: string) => `$${amount.replace(/\.00$/, '')}`;

export function VehicleQuote(props: {
  serviceId: string;
  services: readonly QuoteService[];
  conditionLevels: readonly QuoteConditionLevel[];
  initial: VehicleValues;
  /** The quote the server rendered for what was sent (no JavaScript), or why none could be given. */
  quote: QuoteShape | null;
  error: string | null;
  fetchQuote?: FetchQuote;
  /** Each change of the vehicle (the page keeps them for the windows and the booking). */
  onChange?: (values: VehicleValues) => void;
  /** The year, make and model typed in the surrounding form (the request form has its own fields): none rendered here. */
  vehicle?: Pick<VehicleValues, 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>;
  /** Each new quote (null when there is none) and the service it prices, e.g. for the deposit it sets. */
  onQuote?: (quote: QuoteShape | null, serviceId: string) => void;
}) {
  const { serviceId, fetchQuote, onChange } = props;
  const [own, setValues] = useState<VehicleValues>(props.initial);
  const values = props.vehicle ? { ...own, ...props.vehicle } : own;
  const [quote, setQuote] = useState<QuoteShape | null>(props.quote);
  const [error, setError] = useState<string | null>(props.error);
  const known = tableSize(values);
  const service = props.services.find((s) => s.id === serviceId);
  // Without a service chosen (the server's first page), every add-on of any service.
  const addOns = service ? (service.addOns ?? []) : [...new Map(props.services.flatMap((s) => s.addOns ?? []).map((a) => [a.id, a])).values()];
  const needsSize = vehicleNamed(values) && !known;
  const key = JSON.stringify([serviceId, values]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the service and the values
  useEffect(() => {
    onChange?.(values);
    if (!fetchQuote) return;
    if (!serviceId || !vehicleNamed(values) || (!known && !values.size)) {
      setQuote(null);
      props.onQuote?.(null, serviceId);
      setError(null);
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      const r = await fetchQuote({ serviceId, ...values });
      if (!live) return;
      setQuote(r.ok ? r.quote : null);
      props.onQuote?.(r.ok ? r.quote : null, serviceId);
      setError(r.ok ? null : r.message);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  const set = (patch: Partial<VehicleValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggle = (id: string, on: boolean) => set({ addOnIds: on ? [...values.addOnIds.filter((a) => a !== id), id] : values.addOnIds.filter((a) => a !== id) });
  const pricedSize = (quote?.size ?? known) as VehicleSize | null;
  const select = 'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';
  const box = 'flex min-h-11 items-start gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-slate-900 has-[:checked]:bg-slate-100';

  return (
    <div className="space-y-4" data-testid="vehicle-quote">
      {props.vehicle ? null : (
      <div className="grid grid-cols-[4.5rem_1fr_1fr] gap-2">
        <Field id="quote-vehicleYear" label="Car year" name="vehicleYear" inputMode="numeric" maxLength={4} value={values.vehicleYear} onChange={(e) => set({ vehicleYear: e.target.value })} />
        <Field id="quote-vehicleMake" label="Car make" name="vehicleMake" maxLength={50} value={values.vehicleMake} onChange={(e) => set({ vehicleMake: e.target.value })} />
        <Field id="quote-vehicleModel" label="Car model" name="vehicleModel" maxLength={50} value={values.vehicleModel} onChange={(e) => set({ vehicleModel: e.target.value })} />
      </div>
      )}
      {known && !needsSize ? (
        <p className="text-sm text-slate-700" data-testid="vehicle-size">
          Size: <span className="font-semibold">{VEHICLE_SIZE_LABELS[pricedSize ?? known]}</span>
        </p>
      ) : null}
      {needsSize ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">What size is it?</legend>
          {VEHICLE_SIZES.map((s) => (
            <label key={s} className={box}>
              <input type="radio" name="size" value={s} className="mt-0.5" checked={values.size === s} onChange={() => set({ size: s })} />
              <span>
                <span className="block font-medium">{VEHICLE_SIZE_LABELS[s]}</span>
                <span className="block text-slate-600">{VEHICLE_SIZE_DESCRIPTIONS[s]}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : values.size ? (
        <input type="hidden" name="size" value={values.size} />
      ) : null}
      {addOns.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Add-ons</legend>
          {addOns.map((a) => (
            <label key={a.id} className={box}>
              <input type="checkbox" name="addOnIds" value={a.id} className="mt-0.5" checked={values.addOnIds.includes(a.id)} onChange={(e) => toggle(a.id, e.target.checked)} />
              <span className="flex-1">{a.name}</span>
              <span className="shrink-0 text-slate-600">+{money(a.price)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {props.conditionLevels.length > 0 && (
        // A select, not radios: the page's radio buttons are the arrival windows (and, for a model the table does not know, the sizes).
        <label className="block space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">Condition of the car (optional)</span>
          <select name="condition" className={select} value={values.condition} onChange={(e) => set({ condition: e.target.value })}>
            <option value="">Not sure: show the price range</option>
            {props.conditionLevels.map((l) => (
              <option key={l.key} value={l.key}>
                {l.label}: {l.description || CONDITION_DESCRIPTIONS[l.key as Condition]}
              </option>
            ))}
          </select>
        </label>
      )}
      <div aria-live="polite" data-testid="quote">
        {quote ? (
          <div className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
            <p className="text-lg font-bold" data-testid="quote-price">
              {quote.total == null ? 'Estimated ' : ''}
              {quotePriceText({ ...quote, total: quote.total ?? null })}
            </p>
            <p>About {durationText(quote.durationMinutes)}</p>
            {quote.sizeAdjusted && <p data-testid="size-adjusted">{sizeAdjustedSentence(values.vehicleMake, values.vehicleModel, quote.size as VehicleSize)}</p>}
            {quote.total == null && <p className="text-slate-600">The exact price depends on the condition of the car.</p>}
            <ul className="pt-1 text-slate-600">
              {quote.lines.map((l) => (
                <li key={l.description} className="flex justify-between gap-2">
                  <span>{l.description}</span>
                  <span>${l.amount}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : error ? (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
