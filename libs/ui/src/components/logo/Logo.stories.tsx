import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCatalogueBrand } from '../../storybook/catalogue-brand';
import { Logo } from './Logo';

const meta: Meta<typeof Logo> = { title: 'UI/Logo', component: Logo };
export default meta;
type Story = StoryObj<typeof Logo>;

/** The logo of the brand the story is drawn in (switch Brand, or compare both in the View menu). */
function BrandsLogo({ onHero = false }: { onHero?: boolean }) {
  const brand = useCatalogueBrand();
  const logo = <Logo theme={brand.theme} name={brand.name} />;
  if (!onHero) return <div style={{ color: 'var(--color-brand)' }}>{logo}</div>;
  return (
    <div style={{ padding: 24, color: 'var(--color-hero-text)', background: 'linear-gradient(120deg, var(--color-hero-start), var(--color-hero-end))' }}>
      {logo}
    </div>
  );
}

export const OnAPage: Story = { render: () => <BrandsLogo /> };
export const OverTheHero: Story = { render: () => <BrandsLogo onHero /> };
