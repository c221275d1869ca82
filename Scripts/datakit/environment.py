"""Runs a data script inside Scripts/.venv-data, a virtualenv with pinned numpy and pandas from PyPI.

The MovieLens table ships as a pandas pickle, and the co-rating model is a matrix inverse, so the build and
the evaluation need both. The venv is created on first use with pip's ordinary client and reused after.
"""

import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent.parent
VENV = REPO_ROOT / "Scripts" / ".venv-data"
REQUIREMENTS = ["numpy==2.4.6", "pandas==3.1.1"]
STAMP = VENV / "marquee-requirements.txt"


def inside_venv():
    return Path(sys.prefix).resolve() == VENV.resolve()


def ensure(script_path):
    """Re-executes the calling script with the venv's Python, creating the venv first if needed."""
    if inside_venv():
        return
    python = VENV / "bin" / "python"
    wanted = "\n".join(REQUIREMENTS) + "\n"
    if not python.exists() or not STAMP.exists() or STAMP.read_text() != wanted:
        print(f"{Path(script_path).name}: preparing {VENV.relative_to(REPO_ROOT)} ({', '.join(REQUIREMENTS)})",
              file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *REQUIREMENTS],
                       check=True, stdout=sys.stderr)
        STAMP.write_text(wanted)
    # One BLAS thread keeps the matrix inverse's rounding identical from run to run.
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    os.execve(str(python), [str(python), str(script_path), *sys.argv[1:]], env)
