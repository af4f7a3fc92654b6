import type { ComponentProps } from 'react';
import { BrandPromises } from '../components/BrandPromises';
import { CountryHomeIntro } from '../components/CountryHomeIntro';
import { PopularCities } from '../components/PopularCities';
import { useExperimentOn } from '../experiments/experiment-state';

interface HomeSectionsProps {
  brandName: string;
  countryHome: ComponentProps<typeof CountryHomeIntro>['intro'] | null;
  popular: ComponentProps<typeof PopularCities>;
}

/**
 * The home's sections, by the guest's variant of the newHome experiment (accounts-commerce §2: "a new home or a
 * classic home depending on an experiment flag"), read from the root loader so the server renders it. The classic
 * home: the country's introduction, the popular destinations, then why book with the brand. The new home leads with
 * the brand's promises in one strip under the search, then the destinations, then the country's introduction.
 */
export function HomeSections({ brandName, countryHome, popular }: HomeSectionsProps) {
  const newHome = useExperimentOn('newHome');
  const intro = countryHome ? <CountryHomeIntro intro={countryHome} /> : null;
  if (newHome) {
    return (
      <>
        <BrandPromises brandName={brandName} strip />
        <PopularCities {...popular} />
        {intro}
      </>
    );
  }
  return (
    <>
      {intro}
      <PopularCities {...popular} />
      <BrandPromises brandName={brandName} />
    </>
  );
}
