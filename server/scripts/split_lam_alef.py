"""Splits the lam-alef ligatures of Noto Sans Arabic into two glyphs, one per letter, for the menu PDF (issue 39).

Chromium writes a ligature glyph's text into a PDF as one unit, and text extractors (pdftotext, copy and paste, search)
reverse right-to-left text letter by letter, so a lam-alef ligature comes out with its letters swapped ('إىل' for 'إلى').
Here the same picture is drawn by two glyphs: the lam becomes the ligature glyph (its width covers both letters) and the
alef an empty glyph of no width, each keeping its own letter. A chaining context lookup doing both substitutions takes
the place of the 'rlig' ligature lookup, which moves after it and still joins what the chain leaves (a lam and an alef
with a mark between them, and the longer ligatures). The shapes on the page do not change (pixel for pixel).

Usage: python3 server/scripts/split_lam_alef.py <in.ttf> <out.ttf>   (needs fontTools)
"""
import sys
from collections import defaultdict

from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables as ot
from fontTools.ttLib.tables._g_l_y_f import Glyph

LAM = 0x0644
IGNORE_MARKS = 0x0008
ALEFS = (0x0627, 0x0623, 0x0625, 0x0622, 0x0649, 0x0671)


def coverage(glyphs):
    table = ot.Coverage()
    table.glyphs = list(glyphs)
    return table


def single_lookup(mapping, flag):
    subtable = ot.SingleSubst()
    subtable.mapping = dict(mapping)
    lookup = ot.Lookup()
    lookup.LookupType = 1
    lookup.LookupFlag = flag
    lookup.SubTable = [subtable]
    lookup.SubTableCount = 1
    return lookup


def split(font):
    gsub = font['GSUB'].table
    lookups = gsub.LookupList.Lookup
    glyph_order = font.getGlyphOrder()
    rlig = [record for record in gsub.FeatureList.FeatureRecord if record.FeatureTag == 'rlig']
    rlig_lookups = sorted({index for record in rlig for index in record.Feature.LookupListIndex})

    # Two-glyph ligatures of a lam form and an alef form: (lam glyph, alef glyph) -> ligature glyph, per lookup.
    pairs = []
    for index in rlig_lookups:
        lookup = lookups[index]
        if lookup.LookupType != 4:
            continue
        for subtable in lookup.SubTable:
            for first, ligatures in subtable.ligatures.items():
                kept = []
                for ligature in ligatures:
                    if len(ligature.Component) == 1 and is_lam(font, first) and is_alef(font, ligature.Component[0]):
                        pairs.append((index, lookup.LookupFlag, first, ligature.Component[0], ligature.LigGlyph))
                    kept.append(ligature)
                subtable.ligatures[first] = kept
            subtable.ligatures = {first: ligatures for first, ligatures in subtable.ligatures.items() if ligatures}
    if not pairs:
        raise SystemExit('no lam-alef ligature found')

    # An empty, zero-width copy of each alef form that follows a lam.
    glyf, hmtx = font['glyf'], font['hmtx']
    empty_of = {}
    for _, _, _, alef, _ in pairs:
        if alef in empty_of:
            continue
        name = f'{alef}.lamalef'
        glyf.glyphs[name] = Glyph()
        hmtx.metrics[name] = (0, 0)
        glyph_order.append(name)
        empty_of[alef] = name
    font.setGlyphOrder(glyph_order)
    if 'GDEF' in font and font['GDEF'].table.GlyphClassDef:
        classes = font['GDEF'].table.GlyphClassDef.classDefs
        for alef, name in empty_of.items():
            classes[name] = 1

    # Per alef form: lam form -> ligature glyph (lookup A), alef form -> its empty copy (lookup B), and one chaining
    # rule 'lam form, alef form' applying A at the lam and B at the alef.
    by_alef = defaultdict(dict)
    flag = pairs[0][1]
    for _, _, lam, alef, ligature in pairs:
        by_alef[alef][lam] = ligature
    chain = ot.Lookup()
    chain.LookupType = 6
    chain.LookupFlag = flag & ~IGNORE_MARKS
    chain.SubTable = []
    for alef, lam_to_ligature in by_alef.items():
        lam_lookup = len(lookups)
        lookups.append(single_lookup(lam_to_ligature, flag))
        alef_lookup = len(lookups)
        lookups.append(single_lookup({alef: empty_of[alef]}, flag))
        rule = ot.ChainContextSubst()
        rule.Format = 3
        rule.BacktrackCoverage = []
        rule.InputCoverage = [coverage(sorted(lam_to_ligature, key=font.getGlyphID)), coverage([alef])]
        rule.LookAheadCoverage = []
        records = []
        for sequence_index, lookup_index in ((0, lam_lookup), (1, alef_lookup)):
            record = ot.SubstLookupRecord()
            record.SequenceIndex = sequence_index
            record.LookupListIndex = lookup_index
            records.append(record)
        rule.SubstLookupRecord = records
        rule.BacktrackGlyphCount = rule.LookAheadGlyphCount = 0
        rule.InputGlyphCount = 2
        rule.SubstCount = 2
        chain.SubTable.append(rule)
    chain.SubTableCount = len(chain.SubTable)
    # The chain takes the ligature lookup's place, so it runs first; the ligature lookup, moved after it, still joins a
    # lam and an alef with a mark between them (and the longer ligatures).
    ligature_index = pairs[0][0]
    moved_index = len(lookups)
    lookups.append(lookups[ligature_index])
    lookups[ligature_index] = chain
    gsub.LookupList.LookupCount = len(lookups)
    for record in rlig:
        record.Feature.LookupListIndex = sorted(set(record.Feature.LookupListIndex) | {moved_index})
        record.Feature.LookupCount = len(record.Feature.LookupListIndex)
    return len(pairs)


def base_letter(glyph):
    """The letter a glyph draws, read from its name (uni0644, uniFEDF, uniFE8E.xyz): presentation forms to their letter."""
    name = glyph.split('.')[0]
    if name.startswith('uni') and len(name) == 7:
        code = int(name[3:], 16)
        return PRESENTATION.get(code, code)
    return None


# Arabic presentation forms B of lam and the alefs, to their letters.
PRESENTATION = {
    0xFEDD: LAM, 0xFEDE: LAM, 0xFEDF: LAM, 0xFEE0: LAM,
    0xFE8D: 0x0627, 0xFE8E: 0x0627, 0xFE83: 0x0623, 0xFE84: 0x0623, 0xFE87: 0x0625, 0xFE88: 0x0625,
    0xFE81: 0x0622, 0xFE82: 0x0622, 0xFEEF: 0x0649, 0xFEF0: 0x0649, 0xFB50: 0x0671, 0xFB51: 0x0671,
}


def is_lam(font, glyph):
    return base_letter(glyph) == LAM


def is_alef(font, glyph):
    return base_letter(glyph) in ALEFS


if __name__ == '__main__':
    source, target = sys.argv[1], sys.argv[2]
    font = TTFont(source)
    count = split(font)
    font.save(target)
    print(f'{target}: {count} lam-alef ligatures split')
