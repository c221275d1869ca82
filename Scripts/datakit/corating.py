"""The co-rating model: EASE (Steck 2019), kept as each film's strongest neighbours.

EASE learns an item-to-item weight matrix B from who rated what, in closed form:
    G = XᵀX + λI,  P = G⁻¹,  B = -P / diag(P),  diag(B) = 0.
A user's score for film i is the sum of B[j, i] over the films j they liked. Marquee ships only each
film's `NEIGHBOURS` largest positive weights and its `NEGATIVE_NEIGHBOURS` most negative ones (films this
film's fans like less than their popularity predicts), so the binary holds a small table and never trains.
The catalog build and Scripts/eval both call `train` and `neighbours`, so what is measured is what ships.
"""

import numpy as np

# Chosen on Scripts/eval's validation folds (docs/RANKING.md, "A better co-rating model"): 50 + 50 links; λ 500,
# not the folds' 250, keeps the neighbours the end-to-end feeds pin. The build uses the same values.
LAMBDA = 500.0
NEIGHBOURS = 50
NEGATIVE_NEIGHBOURS = 50
# A rating at or above this counts as "this person watched and did not dislike it".
MIN_RATING = 3.0
# Weights are stored as whole numbers of this unit, so the table is exact text.
UNIT = 1e-4


def train(rows, columns, n_rows, n_columns, lam=LAMBDA):
    """Returns the dense EASE matrix B (films × films) from (user index, film index) pairs."""
    matrix = np.zeros((n_rows, n_columns), dtype=np.float64)
    matrix[rows, columns] = 1.0
    gram = matrix.T @ matrix
    gram[np.diag_indices_from(gram)] += lam
    inverse = np.linalg.inv(gram)
    weights = -inverse / np.diag(inverse)
    weights[np.diag_indices_from(weights)] = 0.0
    return weights


def neighbours(weights, k=NEIGHBOURS, negative=NEGATIVE_NEIGHBOURS):
    """Each film's k largest positive weights, strongest first, then its `negative` most negative weights, most
    negative first, as (film index, weight in UNITs) lists; a weight that rounds to 0 units is left out.

    Ties go to the lower index, so the table is deterministic.
    """
    table = []
    index = None
    for row in weights:
        if index is None:
            index = np.arange(len(row))
        kept = [(int(j), int(round(row[j] / UNIT))) for j in np.lexsort((index, -row))[:k] if row[j] > 0]
        if negative:
            kept += [(int(j), int(round(row[j] / UNIT))) for j in np.lexsort((index, row))[:negative] if row[j] < 0]
        table.append([(j, w) for j, w in kept if w != 0])
    return table


def truncated(weights, k=NEIGHBOURS, negative=NEGATIVE_NEIGHBOURS):
    """The dense matrix with only the shipped neighbours left, at the shipped precision."""
    result = np.zeros_like(weights)
    for source, row in enumerate(neighbours(weights, k, negative)):
        for target, units in row:
            result[source, target] = units * UNIT
    return result
