// util.cpp: a host-only C++ file in the multi-file heddle-nvcc test.
int helper_cpp(int x) { return x + 1; }
