import {
  EXTERNAL_PROVIDERS,
  providerOfSystemName,
  type ExternalProvider,
  type LinkedProvider,
  type ProviderSystemName,
} from '@nangsue/contracts';

/** The providers in the order the store shows them. */
export const PROVIDERS = Object.keys(EXTERNAL_PROVIDERS) as ExternalProvider[];

/** Brand names: the same in Thai and English. */
export const PROVIDER_NAMES: Record<ExternalProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

export const providerNameOf = (systemName: ProviderSystemName): string =>
  PROVIDER_NAMES[providerOfSystemName(systemName)];

/** The `?provider=` of `/removesocial`, when it names a linked provider. */
export const linkedProviderFromQuery = (
  linked: readonly LinkedProvider[],
  query: string | undefined,
): ProviderSystemName | null =>
  linked.find((item) => providerOfSystemName(item.ProviderSystemName) === query)
    ?.ProviderSystemName ?? null;
