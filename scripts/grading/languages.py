"""languages.py - a label's words in Spanish, German, French, Portuguese, Italian, Russian or Polish said in English,
before an output is read (`Umbral: 0.1` is `Threshold: 0.1`, `Anzahl innerer Elemente` is `number inner
elements`, `Elementos de x por debajo del umbral` is `elements of x below of the threshold`): the words
students of those languages label the summary's fields with, in one place (FOREIGN). A word is looked
up without its accents and case ('Tamaño', 'tamano'; German 'Größe', 'Groesse'), and only whole: a
word of such a text that is English but for its accents is the English word ('Éléments'); a word
that is English too is none of them, so no English label changes ('total', 'interior', 'sin' and
'nombre' are left as they are: the same in English, or a name's or a function's). A file of up to
TRANSLATED characters is looked at (a larger one is a log, read as it is). Part of the grader; pure
functions.

    text = in_english(text)
"""
import re
import unicodedata

from .chinese import chinese_in_english

TRANSLATED = 1 << 18  # characters (a student's summary is kilobytes; the words are found in C first)

# English: the words meaning it (accents left out: the lookup drops them; German's 'ß' as 'ss')
_MEANINGS = {
    "elements": "elementos elemento elemente elementen elementi celdas celda zellen celulas celules cellules celle "
                "valores werte valeurs valori puntos punkte punti pontos",
    "below": "debajo bajo unter unterhalb sous dessous abaixo sotto inferiores inferieurs inferieures inferiori "
             "menores kleiner",
    "above": "encima arriba uber oberhalb ueber dessus superieurs acima sopra superiores superiori mayores grosser",
    "threshold": "umbral schwellenwert schwelle schwellwert seuil limiar soglia",
    "memory": "memoria speicher speicherbedarf speicherverbrauch arbeitsspeicher memoire",
    "bytes": "octets octet",
    "row": "fila filas zeile zeilen ligne lignes linha linhas riga righe",
    "row length": "zeilenlange zeilenlaenge",
    "column": "columna columnas spalte spalten colonne colonnes coluna colunas colonna",
    "inner": "interiores innere inneren innerer inneres interieurs interieur interieures interne internes "
             "interni interno interna internos internas",
    "total": "gesamt insgesamt totale totales totaux totais totali",
    "total number": "gesamtzahl gesamtanzahl",
    "number": "numero anzahl quantidade cantidad quantite quantita",
    "count": "conteo zahlung contagem conteggio comptage",
    "fraction": "fraccion fracao fraccao frazione proporcion proporcao proporzione anteil bruchteil",
    "percentage": "porcentaje porcentagem pourcentage percentuale prozentsatz",
    "per": "por pro par",
    "each": "cada chaque ogni jedes jeden jeder",
    "array": "arreglo arreglos matriz feld felder tableau tableaux vetor vettore matrice",
    "constants": "constantes konstanten costanti constante konstante",
    "weights": "pesos gewichte poids pesi",
    "coefficients": "coeficientes koeffizienten coefficienti",
    "size": "tamano grosse groesse taille tamanho dimensione dimensao",
    "grid size": "gittergrosse gittergroesse",
    "grid": "malla gitter grille malha griglia rejilla",
    "length": "longitud lange laenge longueur comprimento lunghezza",
    "including": "incluyendo incluido incluidos inklusive einschliesslich incluant incluindo includendo compreso",
    "with": "con avec",
    "without": "ohne sans senza",
    "border": "borde bordes rander bord bords borda bordas bordo",
    "ghost": "fantasma fantasmas fantome fantomes",
    # a self-check's two sides ('y: erwartet 12, erhalten 13', 'attendu 12, obtenu 13': fb31's h34 M1), read as
    # checked.py reads 'expected 12, got 13' (checkrecaps.py asks EXPECTED for its candidate lines)
    "expected": "erwartet erwartete erwarteter erwartetes attendu attendue attendus esperado esperada esperados "
                "atteso attesa attesi",
    "got": "erhalten obtenu obtenue obtenus obtenido obtenida obtido obtida ottenuto ottenuta ottenuti",
}
# Russian's and Polish's words (the thirty-first pass's F12: a right output UNGRADED), their forms as a summary's
# labels decline them ('элементов ниже порога', 'liczba elementow ponizej progu'; Polish with its letters or without)
_MEANINGS_EAST = {
    "elements": "элементов элементы элемента элемент элементах elementow elementy elementu",
    "number": "число количество liczba ilosc ilość",
    "total": "общее общее всего общий calkowita całkowita laczna łączna",
    "inner": "внутренних внутренние внутренний wewnetrznych wewnętrznych wewnetrzne wewnętrzne",
    "row": "строке строка строки строк wierszu wiersz wiersza",
    "column": "столбце столбец столбца kolumnie kolumna kolumny",
    "memory": "память памяти pamiec pamięć pamieci pamięci",
    "array": "массив массива массивов tablice tablicę tablica tablicy",
    "per": "на",
    "threshold": "порог порога próg progu",
    "below": "ниже меньше ponizej poniżej",
    "fraction": "доля доли ulamek ułamek odsetek",
    "constants": "константы константа stałe",
    "smoothing": "сглаживания wygladzania wygładzania",
    "GB": "гб", "MB": "мб", "KB": "кб",
}
_MEANINGS.update({english: (_MEANINGS.get(english, "") + " " + words).strip() for english, words in _MEANINGS_EAST.items()})
FOREIGN = {word: english for english, words in _MEANINGS.items() for word in words.split()}
EXPECTED = tuple(_MEANINGS["expected"].split())
# Their small words, said in English only in a text that has FOREIGN's ('de la malla': 'of the grid'; 'die'
# and 'den' are English words too, and a text of English has none of FOREIGN's)
_SMALL = {word: english for english, words in {
    "of": "de di", "the": "la el los las le les il lo gli der die das dem den des",
    "of the": "del della dello delle dei degli du dos do da", "in": "en dans", "in the": "im nel nella",
    "per": "na", "constants": "stale", "threshold": "prog"}.items()  # (Polish's 'na', and 'Stale' (stałe) and 'Prog'
# (próg) without their letters: English too, or a program's name)
    for word in words.split()}
_WORD = re.compile(r"[^\W\d_]{2,}")
# Words whose case tells them from an English one: German's 'Rand' and 'mit' (C's 'rand', the MIT licence),
# Portuguese 'sem' (a standard error's SEM), French units ('Go': the language is 'Go' too, rarely a unit's)
_EXACT = {"Rand": "border", "mit": "with", "sem": "without", "Go": "GB", "Mo": "MB", "Ko": "KB"}


def _key(word):
    """A word as FOREIGN has it: lower case, no accents, 'ß' as 'ss'."""
    if word.isascii():
        return word.lower()
    plain = unicodedata.normalize("NFKD", word.lower().replace("ß", "ss"))
    return "".join(c for c in plain if not unicodedata.combining(c))


def _english(m):
    word = m.group()
    key = _key(word)
    english = _EXACT.get(word) or FOREIGN.get(key) or _SMALL.get(key)
    if english is None:
        return word if word.isascii() else key if word.islower() else key.capitalize()  # ('Éléments': 'Elements')
    return english[0].upper() + english[1:] if word[0].isupper() else english


def in_english(text):
    """text with each of FOREIGN's words said in English (module docstring); text itself where it has
    none, or is longer than TRANSLATED."""
    if len(text) > TRANSLATED:
        return text
    text = chinese_in_english(text)  # ('阈值: 0.1': Chinese puts no blank between words: chinese.py)
    words = set(_WORD.findall(text))
    if FOREIGN.keys().isdisjoint(_key(w) for w in words):
        return text  # (its words of _EXACT alone are English: 'Go', 'SEM')
    return _WORD.sub(_english, text)


def line_in_english(line):
    """One line with each of FOREIGN's (and their small) words said in English, whatever the text around it
    (checkrecaps.py's self-check line: 'y: erwartet 12, erhalten 13' as 'y: expected 12, got 13')."""
    return _WORD.sub(_english, line)
