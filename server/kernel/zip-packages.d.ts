// Types of the two ZIP data packages (they ship none).
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
}
declare module 'zipcode-to-timezone' {
  export function lookup(zip: string): string | null;
}
