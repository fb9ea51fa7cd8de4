"""chinese.py - a label's words in Chinese (Simplified or Traditional) said in English, as languages.py says
Spanish's or German's: `每行内部元素个数: 1000` is `per row inner elements number: 1000`, `x 中小于阈值的元素个数:
100024` is `x below threshold elements number: 100024`, `阈值: 0.1` is `threshold: 0.1`. Chinese puts no blank
between words, so the terms (FOREIGN_TERMS, the homework's fields' words, longest first) are found as they are
written, each said as its English words with blanks around; the particles 的 and 中 (of, in) are blanks, and
the full-width brackets, colon and comma are ASCII's. Only a text that holds one of the terms. Part of the
grader (languages.in_english asks it); pure functions, one pattern in C, linear in the text.
"""
import re

# English: the terms meaning it (Simplified, then Traditional where it differs)
_MEANINGS = {
    "elements": "元素 元素值 数值 數值 值",
    "number": "个数 個數 数量 數量 数目 數目",
    "total number": "总数 總數 总个数 總個數",
    "total": "总 總 共计 共計",
    "in a row": "每行 每一行 行中",
    "row": "行",
    "column": "列",
    "inner": "内部 內部 内 內",
    "including border": "含边界 包括边界 包含边界 含邊界 包括邊界 包含邊界 含幽灵 含鬼格",
    "border": "边界 邊界",
    "memory": "内存 內存 记忆体 記憶體 存储 儲存",
    "per array": "每个数组 每個數組 每个阵列 每個陣列",
    "array": "数组 數組 阵列 陣列 矩阵 矩陣",
    "threshold": "阈值 閾值 门限 門限 临界值 臨界值",
    "smoothing constants": "平滑常数 平滑常數 平滑系数 平滑係數",
    "constants": "常数 常數 系数 係數",
    "below": "小于 小於 低于 低於",
    "fraction": "比例 占比 佔比 比率 分数 分數",
    "percentage": "百分比",
    "size": "大小 尺寸 规模 規模",
}
# Japanese's terms (the thirty-first pass's F12: `しきい値未満の要素数 (X): 100024` UNGRADED); の is its particle
# 'of', a blank as 的 is
_MEANINGS_JAPANESE = {
    "elements number": "要素数", "elements": "要素", "threshold": "しきい値 閾値", "below": "未満",
    "per": "あたり 当たり", "memory": "メモリ", "array": "配列", "fraction": "割合", "total": "全",
    "total number": "総数", "smoothing constants": "平滑化定数"}
for _english, _terms in _MEANINGS_JAPANESE.items():
    _MEANINGS[_english] = (_MEANINGS.get(_english, "") + " " + _terms).strip()
FOREIGN_TERMS = {term: english for english, terms in _MEANINGS.items() for term in terms.split()}
_TERM = re.compile("|".join(sorted(map(re.escape, FOREIGN_TERMS), key=len, reverse=True)))
# the particles (of, in) and the full-width marks: blanks (marked, \0), ASCII's
_MARKS = str.maketrans({"的": "\0", "中": "\0", "の": "\0", "：": ":", "（": "(", "）": ")", "，": ",", "、": ",", "；": ";", "　": " "})
# a run of blanks with a mark in it: the text's own longest blanks there (a column's padding kept), or one blank;
# none before a colon or a closing bracket
_MARKED = re.compile(r"[ \t]{0,64}\0[ \t\0]{0,64}")
_EDGE = re.compile(r"^ |(?<=\S) (?=[:)])|(?<=\() ")


def chinese_in_english(text):
    """text with each line that holds a Chinese term said in English (module docstring); text itself where none is."""
    if not _TERM.search(text):
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if _TERM.search(line):
            said = _TERM.sub(lambda m: f"\0{FOREIGN_TERMS[m.group()]}\0", line.replace("\0", "").translate(_MARKS))
            lines[i] = _EDGE.sub("", _MARKED.sub(lambda m: max(m.group().split("\0"), key=len) or " ", said))
    return "\n".join(lines)
