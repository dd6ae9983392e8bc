import type {ReactNode} from 'react';
import type {PaymentFlow} from './usePaymentFlow';
import styles from './styles.module.css';

/** Step 3: what was chosen, the price and the delivery time. */
export default function ReviewStep({flow}: {flow: PaymentFlow}): ReactNode {
  const {t, state, category, price, quote, languageNames} = flow;
  const {voice_over: voiceOver, audio_ads: audioAd} = state.choices;
  return (
    <dl className={styles.summary}>
      <dt>{t.categoryNames[category]}</dt>
      <dd>
        {category === 'voice_over'
          ? `${languageNames.of(voiceOver.language)} · ${t.voiceGenders[voiceOver.voice_gender]} · ${t.words(voiceOver.word_count)}`
          : `${t.seconds(audioAd.spot_length_seconds)} · ${languageNames.of(audioAd.language)} · ${t.voiceGenders[audioAd.voice_gender]}`}
      </dd>
      <dt>{t.price}</dt>
      <dd>
        <strong data-testid="widget-price">{price}</strong>
      </dd>
      <dd className={styles.muted}>{t.turnaround(quote.turnaround_hours)}</dd>
    </dl>
  );
}
