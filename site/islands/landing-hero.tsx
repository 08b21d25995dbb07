/**
 * The landing's rotating hero (SPEC §2 Landing): br → mx → it, a new slide every 4 s with a
 * 0.5 s cross-fade, dot indicators that follow (and select) the current slide. Every slide is in
 * the server HTML (in its own language), so the first paint and crawlers see all three.
 */
import { useEffect, useState } from 'react';
import { TIMINGS } from '../../shared/constants';

export interface HeroSlide {
  locale: string;
  /** BCP 47 tag of the slide's texts. */
  language: string;
  tagline: string;
  title: string;
  subtitle: string;
  features: [string, string, string];
  /** Accessible name of its dot ('Mostrar destaque 1 de 3'). */
  dotLabel: string;
}

export default function LandingHero({ slides, dotsLabel }: { slides: HeroSlide[]; dotsLabel: string }) {
  const [current, setCurrent] = useState(0);
  // Restarting the timer on every change makes a dot click give its slide a full 4 s.
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setTimeout(() => setCurrent((i) => (i + 1) % slides.length), TIMINGS.heroRotationMs);
    return () => clearTimeout(timer);
  }, [current, slides.length]);

  return (
    <div className="landing-hero" style={{ ['--hero-fade' as string]: `${TIMINGS.heroFadeMs}ms` }}>
      <div className="landing-hero-slides">
        {slides.map((s, i) => (
          <div key={s.locale} className="landing-hero-slide" lang={s.language} data-active={i === current || undefined} aria-hidden={i !== current} data-locale={s.locale}>
            <p className="landing-tagline">{s.tagline}</p>
            <p className="landing-hero-title">{s.title}</p>
            <p className="landing-hero-subtitle">{s.subtitle}</p>
            <ul className="landing-features">
              {s.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="landing-dots" role="group" aria-label={dotsLabel}>
        {slides.map((s, i) => (
          <button key={s.locale} type="button" className="landing-dot" aria-label={s.dotLabel} aria-pressed={i === current} onClick={() => setCurrent(i)} />
        ))}
      </div>
    </div>
  );
}
