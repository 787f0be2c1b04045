import { describe, expect, it } from 'vitest';
import { MAKE_ALIASES, VEHICLE_SIZE_TABLE } from './vehicle-size-table.js';
import { VEHICLE_SIZES, VEHICLE_SIZE_DESCRIPTIONS, VEHICLE_SIZE_LABELS, isVehicleSize, largerSize, lookupVehicleSize } from './vehicle-sizes.js';

const size = (make: string, model: string, year?: number | null) => lookupVehicleSize({ make, model, year }).size;

describe('vehicle sizes', () => {
  it('lists the five sizes in order, each with a label and a description', () => {
    expect(VEHICLE_SIZES).toEqual(['sedan', 'small_suv', 'large_suv', 'truck', 'van']);
    expect(VEHICLE_SIZE_LABELS).toEqual({ sedan: 'Sedan / car', small_suv: 'Small SUV', large_suv: 'Large SUV', truck: 'Truck', van: 'Van' });
    for (const key of VEHICLE_SIZES) expect(VEHICLE_SIZE_DESCRIPTIONS[key]).toMatch(/\.$/);
    expect(isVehicleSize('truck')).toBe(true);
    expect(isVehicleSize('bus')).toBe(false);
  });

  it('largerSize takes the later size in order', () => {
    expect(largerSize('sedan', 'truck')).toBe('truck');
    expect(largerSize('truck', 'sedan')).toBe('truck');
    expect(largerSize('van', 'large_suv')).toBe('van');
    expect(largerSize('small_suv', 'small_suv')).toBe('small_suv');
  });

  it('ships a table of at least 300 models, every size a known one', () => {
    let models = 0;
    for (const models_ of Object.values(VEHICLE_SIZE_TABLE)) {
      for (const entry of Object.values(models_)) {
        models += 1;
        const sizes = typeof entry === 'string' ? [entry] : entry.map((range) => range[2]);
        for (const s of sizes) expect(isVehicleSize(s)).toBe(true);
      }
    }
    expect(models).toBeGreaterThanOrEqual(300);
    for (const [make] of Object.values(MAKE_ALIASES)) expect(VEHICLE_SIZE_TABLE[make], make).toBeDefined();
  });

  it('decides each of the five sizes', () => {
    expect(lookupVehicleSize({ year: 2019, make: 'Honda', model: 'Civic' })).toEqual({ size: 'sedan', known: true });
    expect(lookupVehicleSize({ year: 2021, make: 'Toyota', model: 'RAV4' })).toEqual({ size: 'small_suv', known: true });
    expect(lookupVehicleSize({ year: 2022, make: 'Chevrolet', model: 'Tahoe' })).toEqual({ size: 'large_suv', known: true });
    expect(lookupVehicleSize({ year: 2020, make: 'Ford', model: 'F-150' })).toEqual({ size: 'truck', known: true });
    expect(lookupVehicleSize({ year: 2018, make: 'Honda', model: 'Odyssey' })).toEqual({ size: 'van', known: true });
  });

  it('forgives case, spaces, hyphens and common spellings', () => {
    for (const model of ['f150', 'F 150', 'F-150', 'F150', 'f-150 xlt', 'F-150 Lightning']) expect(size('ford', model), model).toBe('truck');
    for (const make of ['chevy', 'Chevrolet', 'CHEVY', 'chev']) expect(size(make, 'tahoe'), make).toBe('large_suv');
    for (const model of ['CRV', 'CR-V', 'cr v', 'crv ex-l']) expect(size('Honda', model), model).toBe('small_suv');
    for (const model of ['RAV-4', 'rav4', 'RAV 4', 'Rav4 XLE Hybrid']) expect(size('toyota', model), model).toBe('small_suv');
    expect(size('vw', 'golf')).toBe('sedan');
    expect(size('Volkswagen', 'Golf GTI')).toBe('sedan');
    for (const make of ['mercedes-benz', 'Mercedes Benz', 'mercedes', 'benz']) expect(size(make, 'GLE 350'), make).toBe('large_suv');
    expect(size('Mercedes', 'C300')).toBe('sedan');
    expect(size('Mercedes', 'CLA 250')).toBe('sedan');
    expect(size('Mercedes', 'Sprinter 2500')).toBe('van');
    expect(size('BMW', '328xi')).toBe('sedan');
    expect(size('BMW', 'X5 xDrive40i')).toBe('large_suv');
    expect(size('Lexus', 'RX350')).toBe('large_suv');
    expect(size('Chrysler', 'Town and Country')).toBe('van');
    expect(size('Range Rover', 'Sport')).toBe('large_suv');
    expect(size('Range Rover', 'Range Rover Evoque')).toBe('small_suv');
    expect(size('Ford', 'Ford Explorer')).toBe('large_suv');
    expect(size('Chevrolet', 'Chevy Tahoe LT')).toBe('large_suv');
    expect(size('Ram', 'Ram 1500')).toBe('truck');
  });

  it('matches a model typed with trim words by its leading model words, the longest first', () => {
    expect(size('Chevrolet', 'Silverado 1500 LT')).toBe('truck');
    expect(size('Toyota', 'Camry SE')).toBe('sedan');
    expect(size('Ford', 'Explorer Sport Trac')).toBe('truck');
    expect(size('Ford', 'Explorer XLT')).toBe('large_suv');
    expect(size('Ford', 'Transit Connect XL')).toBe('van');
    expect(size('Cadillac', 'Escalade EXT')).toBe('truck');
    expect(size('Mazda', 'CX-50')).toBe('small_suv');
    expect(size('Mazda', 'CX-90')).toBe('large_suv');
    // a word ends where a model ends: "CX-5" is not the start of "CX-500", "Golf" not of "Golfer"
    expect(lookupVehicleSize({ make: 'Mazda', model: 'CX-500' })).toEqual({ size: null, known: false });
    expect(lookupVehicleSize({ make: 'Volkswagen', model: 'Golfer' })).toEqual({ size: null, known: false });
  });

  it('takes the size of the model year where the class changed', () => {
    expect(size('Chevrolet', 'Trailblazer', 2006)).toBe('large_suv');
    expect(size('Chevrolet', 'Trailblazer', 2022)).toBe('small_suv');
    expect(size('Chrysler', 'Pacifica', 2007)).toBe('large_suv');
    expect(size('Chrysler', 'Pacifica', 2019)).toBe('van');
    expect(size('Mitsubishi', 'Eclipse', 2008)).toBe('sedan');
    // a year in no range takes the nearest; no year takes the latest
    expect(size('Chrysler', 'Pacifica', 2010)).toBe('large_suv');
    expect(size('Chrysler', 'Pacifica', 2015)).toBe('van');
    expect(size('Chevrolet', 'Trailblazer', null)).toBe('small_suv');
  });

  it('does not know an unknown make or model', () => {
    expect(lookupVehicleSize({ year: 2020, make: 'Zastava', model: 'Yugo' })).toEqual({ size: null, known: false });
    expect(lookupVehicleSize({ year: 2020, make: 'Toyota', model: 'Hovercraft' })).toEqual({ size: null, known: false });
    expect(lookupVehicleSize({ make: 'Toyota', model: '' })).toEqual({ size: null, known: false });
    expect(lookupVehicleSize({ make: '', model: 'Camry' })).toEqual({ size: null, known: false });
  });
});
