import type { ReactNode } from 'react';

import type { TypeSlug } from './characters';
import { CREAM, WHITE, type Ctx } from './character-paint';

/**
 * Drawing data of the 16 type motifs (blueprint, chess knight, megaphone, …) and the arm and hand
 * that hold them, for {@link CharacterImage}: SVG shapes in its 240×240 viewBox, coloured from the
 * drawing's {@link Ctx}. Pure and deterministic (no hooks, no state).
 */

/* ------------------------------------------------------------------------------------------------ */
/* Arms                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

function Arm({ ctx, from, to }: { ctx: Ctx; from: readonly [number, number]; to: readonly [number, number] }) {
  return (
    <g>
      <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} stroke={ctx.sleeve} strokeWidth="24" strokeLinecap="round" />
    </g>
  );
}

function Hand({ ctx, x, y, rotate = 0 }: { ctx: Ctx; x: number; y: number; rotate?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-12" y="-10" width="24" height="21" rx="9" fill={ctx.skin} stroke={ctx.line} strokeWidth="1.5" />
      <path d="M-6 -9 V-2 M0 -9 V-2 M6 -9 V-2" stroke={ctx.shadow} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M-12 -1 Q-15 -9 -8 -11" fill="none" stroke={ctx.shadow} strokeWidth="1.6" strokeLinecap="round" />
    </g>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Type motifs                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

/** A type motif: optional shapes behind the figure and shapes in front of it. */
export interface Motif {
  /** Drawn behind the figure. */
  back?: (ctx: Ctx) => ReactNode;
  /** Drawn in front of the figure. */
  front: (ctx: Ctx) => ReactNode;
}

/** The motif of each type, keyed by type slug. */
export const MOTIFS: Record<TypeSlug, Motif> = {
  // Architect — blueprint scroll
  intp: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[196, 250]} to={[182, 188]} />
        <g transform="rotate(-8 184 148)">
          <rect x="156" y="118" width="56" height="52" fill="#DCEBFA" />
          <path
            d="M164 118 V170 M172 118 V170 M180 118 V170 M188 118 V170 M196 118 V170 M204 118 V170 M156 126 H212 M156 134 H212 M156 142 H212 M156 150 H212 M156 158 H212"
            stroke="#B7D1EE"
            strokeWidth="1"
          />
          <path
            d="M166 162 V140 L184 128 L202 140 V162 Z M178 162 V150 H190 V162"
            fill="none"
            stroke="#2F5FA8"
            strokeWidth="2.4"
            strokeLinejoin="round"
          />
          <rect x="151" y="112" width="66" height="10" rx="5" fill="#A9C7EC" />
          <rect x="151" y="166" width="66" height="10" rx="5" fill="#A9C7EC" />
          <rect x="151" y="112" width="66" height="4" rx="2" fill="#C9DCF4" />
        </g>
        <Hand ctx={c} x={182} y={178} />
      </g>
    ),
  },
  // Mastermind — chess knight
  intj: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[194, 250]} to={[178, 196]} />
        <g transform="translate(178 180)">
          <path
            d="M-14 -16 C-15 -26 -20 -30 -21 -38 C-22 -44 -18 -48 -13 -50 L-4 -54 L-2 -62 L3 -55 C13 -54 19 -42 17 -30 C16 -24 13 -20 12 -16 Z"
            fill="#343A4A"
          />
          <path d="M-1 -52 C8 -50 14 -42 13 -30" fill="none" stroke="#59627A" strokeWidth="3" strokeLinecap="round" />
          <circle cx="-8" cy="-44" r="2" fill={WHITE} />
          <rect x="-16" y="-18" width="32" height="6" rx="3" fill="#4A5166" />
          <path d="M-13 -12 L-16 0 H16 L13 -12 Z" fill="#343A4A" />
          <rect x="-20" y="-2" width="40" height="7" rx="3.5" fill="#4A5166" />
        </g>
        <Hand ctx={c} x={178} y={190} />
      </g>
    ),
  },
  // Commander — megaphone
  entj: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[198, 250]} to={[184, 194]} />
        <g transform="translate(168 172) rotate(-32)">
          <rect x="-2" y="4" width="9" height="18" rx="3" fill="#4A4E5A" />
          <rect x="-8" y="-6" width="12" height="12" rx="3" fill="#4A4E5A" />
          <path d="M2 -8 L42 -22 L42 22 L2 8 Z" fill="#F6F3EC" />
          <path d="M18 -13.6 L28 -17 L28 17 L18 13.6 Z" fill={c.colour} />
          <ellipse cx="42" cy="0" rx="6" ry="22" fill="#D8D2C5" />
          <ellipse cx="43" cy="0" rx="3.2" ry="17" fill="#4A4E5A" />
          <path d="M54 -14 Q60 0 54 14 M62 -22 Q71 0 62 22" fill="none" stroke={c.shade} strokeWidth="3" strokeLinecap="round" />
        </g>
        <Hand ctx={c} x={178} y={186} rotate={-20} />
      </g>
    ),
  },
  // Visionary — a bright idea held up high
  entp: {
    back: () => <circle cx="184" cy="92" r="32" fill="#FFF3C4" fillOpacity="0.9" />,
    front: (c) => (
      <g>
        <g stroke="#F2B227" strokeWidth="3" strokeLinecap="round">
          <path d="M184 52 V44" />
          <path d="M158 66 L152 60" />
          <path d="M210 66 L216 60" />
          <path d="M218 92 H226" />
        </g>
        <Arm ctx={c} from={[200, 250]} to={[186, 160]} />
        <path
          d="M184 70 C172 70 164 79 164 90 C164 98 169 103 173 108 L175 114 H193 L195 108 C199 103 204 98 204 90 C204 79 196 70 184 70 Z"
          fill="#FFD45C"
        />
        <path d="M174 84 Q176 78 182 76" fill="none" stroke={WHITE} strokeWidth="3" strokeLinecap="round" />
        <path d="M178 102 Q184 94 190 102" fill="none" stroke="#E9A21F" strokeWidth="2" strokeLinecap="round" />
        <rect x="175" y="114" width="18" height="5" rx="2" fill="#9BA3B2" />
        <rect x="176" y="119" width="16" height="5" rx="2" fill="#7E8696" />
        <rect x="179" y="124" width="10" height="6" rx="2" fill="#5E6575" />
        <Hand ctx={c} x={185} y={136} />
      </g>
    ),
  },
  // Counselor — warm lantern
  infj: {
    back: () => <circle cx="184" cy="176" r="34" fill="#FFF1C7" fillOpacity="0.75" />,
    front: (c) => (
      <g>
        <Arm ctx={c} from={[206, 250]} to={[186, 158]} />
        <path d="M176 150 Q184 136 192 150" fill="none" stroke="#3D3A45" strokeWidth="3" />
        <path d="M172 156 H196 L192 148 H176 Z" fill="#3D3A45" />
        <rect x="172" y="156" width="24" height="34" rx="4" fill="#FFE39A" />
        <path d="M184 164 C179 171 180 180 184 182 C188 180 189 171 184 164 Z" fill="#FFB23F" />
        <path d="M184 171 C182 175 182 179 184 180 C186 179 186 175 184 171 Z" fill="#FFF4C9" />
        <path d="M172 156 V190 M196 156 V190 M184 156 V162" stroke="#3D3A45" strokeWidth="3" />
        <path d="M168 190 H200 L196 197 H172 Z" fill="#3D3A45" />
        <Hand ctx={c} x={184} y={140} />
      </g>
    ),
  },
  // Mediator — flower (and a little leaf)
  infp: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[196, 250]} to={[180, 192]} />
        <path d="M176 184 C174 164 170 146 168 128" fill="none" stroke="#4E9A5C" strokeWidth="3.5" strokeLinecap="round" />
        <path d="M172 160 C160 156 154 146 156 140 C164 140 172 148 172 160 Z" fill="#63B46E" />
        <g transform="translate(168 120)">
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
            <ellipse key={angle} cx="0" cy="-12" rx="6.5" ry="11" fill="#F7B4CC" transform={`rotate(${angle})`} />
          ))}
          <circle r="7.5" fill="#F6C343" />
          <circle cx="-2" cy="-2" r="2.5" fill="#FBE08A" />
        </g>
        <Hand ctx={c} x={178} y={184} />
      </g>
    ),
  },
  // Teacher — open book
  enfj: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[204, 250]} to={[186, 206]} />
        <Arm ctx={c} from={[50, 250]} to={[80, 206]} />
        <path d="M80 178 Q104 170 128 178 Q152 170 176 178 L178 208 Q152 200 128 208 Q104 200 78 208 Z" fill="#4C5A9B" />
        <path d="M84 174 Q106 166 128 175 L128 204 Q106 196 84 203 Z" fill={CREAM} />
        <path d="M172 174 Q150 166 128 175 L128 204 Q150 196 172 203 Z" fill="#F7F1E6" />
        <path
          d="M92 182 Q106 177 120 182 M92 189 Q106 184 120 189 M92 196 Q104 191 114 195 M136 182 Q150 177 164 182 M136 189 Q150 184 164 189 M136 196 Q148 191 160 195"
          fill="none"
          stroke="#C9C0B1"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <path d="M128 175 V204" stroke="#D9CFBF" strokeWidth="1.5" />
        <Hand ctx={c} x={176} y={206} />
        <Hand ctx={c} x={82} y={206} />
      </g>
    ),
  },
  // Champion — star wand and confetti
  enfp: {
    front: (c) => (
      <g>
        <g>
          <rect x="44" y="62" width="8" height="4" rx="1.5" fill="#F7B4CC" transform="rotate(30 48 64)" />
          <rect x="66" y="34" width="8" height="4" rx="1.5" fill="#FFD45C" transform="rotate(-20 70 36)" />
          <circle cx="40" cy="108" r="3" fill="#6FA8E8" />
          <rect x="150" y="28" width="8" height="4" rx="1.5" fill="#6FA8E8" transform="rotate(40 154 30)" />
          <circle cx="118" cy="24" r="2.8" fill="#F29A2E" />
          <rect x="206" y="130" width="8" height="4" rx="1.5" fill="#F29A2E" transform="rotate(-35 210 132)" />
          <circle cx="54" cy="146" r="2.8" fill="#FFD45C" />
          <circle cx="214" cy="100" r="2.6" fill="#F7B4CC" />
        </g>
        <Arm ctx={c} from={[198, 250]} to={[182, 182]} />
        <path d="M180 172 L190 106" stroke="#8C6BC2" strokeWidth="4" strokeLinecap="round" />
        <path
          d="M191 78 L197.6 91.6 L212.5 93.5 L201.6 103.8 L204.3 118.5 L191 111.3 L177.7 118.5 L180.4 103.8 L169.5 93.5 L184.4 91.6 Z"
          fill="#FFD45C"
          stroke="#F2B227"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <circle cx="187" cy="96" r="2" fill={WHITE} />
        <Hand ctx={c} x={180} y={176} />
      </g>
    ),
  },
  // Logistician — clipboard checklist
  istj: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[200, 250]} to={[180, 200]} />
        <g transform="rotate(6 176 160)">
          <rect x="150" y="126" width="52" height="68" rx="6" fill="#B98458" />
          <rect x="156" y="136" width="40" height="52" rx="2" fill={WHITE} />
          <rect x="166" y="121" width="20" height="11" rx="3" fill="#8C96A8" />
          <g fill="none" strokeLinecap="round" strokeLinejoin="round">
            <path d="M160 147 L163 150 L168 144" stroke={c.colour} strokeWidth="2.4" />
            <path d="M160 160 L163 163 L168 157" stroke={c.colour} strokeWidth="2.4" />
            <path d="M160 173 L163 176 L168 170" stroke={c.colour} strokeWidth="2.4" />
            <path d="M173 147 H190 M173 160 H188 M173 173 H186" stroke="#C3C9D4" strokeWidth="2.4" />
          </g>
        </g>
        <Hand ctx={c} x={176} y={194} />
      </g>
    ),
  },
  // Defender — shield with heart
  isfj: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[200, 250]} to={[178, 196]} />
        <g transform="translate(176 162)">
          <path
            d="M0 -32 C10 -26 20 -27 28 -30 L28 0 C28 18 14 30 0 37 C-14 30 -28 18 -28 0 L-28 -30 C-20 -27 -10 -26 0 -32 Z"
            fill={c.shade}
          />
          <path
            d="M0 -25 C8 -20 16 -21 22 -23 L22 0 C22 14 11 24 0 30 C-11 24 -22 14 -22 0 L-22 -23 C-16 -21 -8 -20 0 -25 Z"
            fill="#F3F6FB"
          />
          <path d="M0 14 C-12 5 -14 -3 -10 -8 C-6 -12 -1 -9 0 -5 C1 -9 6 -12 10 -8 C14 -3 12 5 0 14 Z" fill="#E8677A" />
        </g>
        <Hand ctx={c} x={152} y={186} rotate={10} />
      </g>
    ),
  },
  // Executive — briefcase
  estj: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[204, 250]} to={[176, 160]} />
        <path d="M158 164 V156 Q158 150 164 150 H176 Q182 150 182 156 V164" fill="none" stroke="#5B3820" strokeWidth="5" />
        <rect x="140" y="162" width="60" height="40" rx="6" fill="#7B4B2A" />
        <rect x="140" y="162" width="60" height="16" rx="6" fill="#8E5933" />
        <rect x="165" y="174" width="10" height="8" rx="2" fill="#E8B949" />
        <Hand ctx={c} x={170} y={152} />
      </g>
    ),
  },
  // Consul — teacup with heart steam
  esfj: {
    front: (c) => (
      <g>
        <Arm ctx={c} from={[202, 252]} to={[178, 208]} />
        <path d="M176 138 C170 132 164 138 168 144 L176 152 L184 144 C188 138 182 132 176 138 Z" fill="#F28DA6" fillOpacity="0.9" />
        <path
          d="M166 128 Q162 120 168 114 M186 128 Q190 120 184 114"
          fill="none"
          stroke={c.shade}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeOpacity="0.45"
        />
        <ellipse cx="176" cy="193" rx="30" ry="6" fill="#E9E4DC" />
        <path d="M194 168 C204 166 206 180 192 182" fill="none" stroke={WHITE} strokeWidth="5" />
        <path d="M154 158 H198 C198 176 190 190 176 190 C162 190 154 176 154 158 Z" fill={WHITE} />
        <path d="M154 158 H198 C198 161 198 163 197 166 H155 C154 163 154 161 154 158 Z" fill={c.colour} />
        <path
          d="M176 183 C168 177 166 172 169 169 C172 166 175 168 176 170 C177 168 180 166 183 169 C186 172 184 177 176 183 Z"
          fill="#F28DA6"
        />
        <Hand ctx={c} x={176} y={202} />
      </g>
    ),
  },
  // Virtuoso — wrench and gear
  istp: {
    front: (c) => (
      <g>
        <g transform="translate(56 74)" fill={c.shade} fillOpacity="0.35">
          <path d="M-3 -16 H3 L4 -11 L8 -9 L12 -12 L16 -8 L13 -4 L15 0 L20 1 V7 L15 8 L13 12 L16 16 L12 20 L8 17 L4 19 L3 24 H-3 L-4 19 L-8 17 L-12 20 L-16 16 L-13 12 L-15 8 L-20 7 V1 L-15 0 L-13 -4 L-16 -8 L-12 -12 L-8 -9 L-4 -11 Z" />
          <circle cx="0" cy="4" r="5" fill={c.tint} fillOpacity="1" />
        </g>
        <Arm ctx={c} from={[198, 250]} to={[180, 196]} />
        <g transform="translate(176 188) rotate(-64)">
          <rect x="-6" y="-5.5" width="60" height="11" rx="5.5" fill="#A9B2C0" />
          <path d="M4 -2 H48" stroke="#CAD1DB" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M74.5 -5 L64 -5 L64 5 L74.5 5 A13.5 13.5 0 1 1 74.5 -5 Z" fill="#A9B2C0" />
        </g>
        <Hand ctx={c} x={178} y={184} rotate={-20} />
      </g>
    ),
  },
  // Adventurer — paintbrush and paint strokes
  isfp: {
    front: (c) => (
      <g>
        <g fill="none" strokeLinecap="round" strokeWidth="8">
          <path d="M150 52 Q182 34 210 62" stroke="#F7B4CC" />
          <path d="M156 66 Q182 52 204 74" stroke="#7FD1B9" />
          <path d="M162 80 Q182 70 198 86" stroke="#FFD45C" />
        </g>
        <Arm ctx={c} from={[198, 250]} to={[180, 196]} />
        <g transform="translate(176 190) rotate(-58)">
          <rect x="-8" y="-4" width="52" height="8" rx="4" fill="#C98B52" />
          <rect x="42" y="-5.5" width="12" height="11" rx="1.5" fill="#AAB2BF" />
          <path d="M54 -5.5 C64 -6 72 -2 76 0 C72 2 64 6 54 5.5 Z" fill="#E8638F" />
        </g>
        <Hand ctx={c} x={178} y={186} rotate={-20} />
      </g>
    ),
  },
  // Entrepreneur — rocket with rising trail
  estp: {
    front: (c) => (
      <g>
        <path
          d="M150 160 Q168 140 172 112"
          fill="none"
          stroke={c.shade}
          strokeOpacity="0.5"
          strokeWidth="3"
          strokeDasharray="2 7"
          strokeLinecap="round"
        />
        <g transform="translate(190 84) rotate(35)">
          <path d="M-7 26 Q0 44 7 26 Z" fill="#FF8A3D" />
          <path d="M-4 26 Q0 37 4 26 Z" fill="#FFD45C" />
          <path d="M-10 12 L-19 26 L-8 24 Z M10 12 L19 26 L8 24 Z" fill="#E4573D" />
          <path d="M0 -30 C12 -18 13 4 9 26 H-9 C-13 4 -12 -18 0 -30 Z" fill="#F7F6F2" />
          <path d="M0 -30 C6 -24 9 -18 10.5 -12 H-10.5 C-9 -18 -6 -24 0 -30 Z" fill="#E4573D" />
          <circle cx="0" cy="2" r="6" fill="#5AA9E6" stroke="#3E4A5E" strokeWidth="2.5" />
          <path d="M-3 26 V20 M3 26 V20" stroke="#D5D1C8" strokeWidth="2" />
        </g>
        <Arm ctx={c} from={[198, 250]} to={[180, 194]} />
        <g transform="translate(178 182)">
          <rect x="-13" y="-22" width="8" height="18" rx="4" fill={c.skin} stroke={c.line} strokeWidth="1.5" />
          <rect x="-11" y="-8" width="22" height="20" rx="8" fill={c.skin} stroke={c.line} strokeWidth="1.5" />
          <rect x="-12.2" y="-9" width="6.4" height="4" fill={c.skin} />
          <path d="M-3 -4 H8 M-3 2 H8" stroke={c.shadow} strokeWidth="1.6" strokeLinecap="round" />
        </g>
      </g>
    ),
  },
  // Entertainer — microphone and music notes
  esfp: {
    front: (c) => (
      <g>
        <g fill={c.shade} fillOpacity="0.6">
          <g transform="translate(192 74)">
            <ellipse cx="0" cy="0" rx="6" ry="4.5" transform="rotate(-20)" />
            <ellipse cx="17" cy="-5" rx="6" ry="4.5" transform="rotate(-20 17 -5)" />
            <rect x="3.5" y="-26" width="2.6" height="25" />
            <rect x="20.5" y="-31" width="2.6" height="25" />
            <path d="M3.5 -26 L23.1 -31 V-25.5 L3.5 -20.5 Z" />
          </g>
          <g transform="translate(48 96)">
            <ellipse cx="0" cy="0" rx="6" ry="4.5" transform="rotate(-20)" />
            <rect x="3.5" y="-24" width="2.6" height="23" />
            <path d="M6 -24 Q16 -20 14 -9 Q12 -15 6 -17 Z" />
          </g>
        </g>
        <Arm ctx={c} from={[198, 250]} to={[178, 196]} />
        <g transform="translate(172 186) rotate(-22)">
          <path d="M-6 0 L-4 -34 H4 L6 0 Q0 4 -6 0 Z" fill="#2F3441" />
          <rect x="-7" y="-38" width="14" height="6" rx="2" fill={c.colour} />
          <circle cx="0" cy="-48" r="12" fill="#B8BFCB" />
          <path d="M-8 -52 H8 M-10 -46 H10 M-7 -40 H7 M-4 -58 V-38 M4 -58 V-38" stroke="#8D95A4" strokeWidth="1.4" />
          <circle cx="-4" cy="-53" r="2.5" fill={WHITE} fillOpacity="0.8" />
        </g>
        <Hand ctx={c} x={174} y={184} rotate={-20} />
      </g>
    ),
  },
};
